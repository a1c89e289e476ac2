/**
 * The PDF work that runs in the worker pool (./pdfPool): every pdf-lib parse, fill, stamp, merge,
 * seal and certificate, and the verify page's check of a seal. Arguments and answers cross threads by structured clone, so they are plain
 * data (a Buffer arrives as a Uint8Array); a refusal is an answer, not a thrown error.
 */
import { auditTrailPdf } from './auditTrailPdf';
import { certificatePdf } from './certificatePdf';
import { fillTemplatePdf } from './fillPdf';
import { mergePdfs } from './mergePdfs';
import { countPages } from './pageCount';
import { sealPdf } from './sealPdf';
import { readHolders } from './signingHolders';
import { stampSignatures } from './stampSignatures';
import { checkUploadedPdf } from './uploadedPdf';
import { verifyAgainstSeal } from './verifySeal';

export const pdfTasks = {
  checkUploadedPdf,
  fillTemplatePdf,
  stampSignatures,
  mergePdfs,
  sealPdf,
  certificatePdf,
  auditTrailPdf,
  readHolders,
  countPages,
  verifyAgainstSeal,
};

export type PdfTasks = typeof pdfTasks;
export type PdfTaskName = keyof PdfTasks;
