/** Stands in for pdf.js in jsdom (no canvas, no worker): one Letter page that draws nothing. */
export const pdfStub = () => ({
  loadPdfjs: jest.fn(),
  openPdf: jest.fn(async () => ({ pages: [{ width: 612, height: 792, render: async () => undefined }], destroy: () => undefined })),
});
