import fs from 'node:fs';
import path from 'node:path';
import { brokenLinks, citedDocs, headingAnchor, linkProblem, markdownFiles, sourceFiles } from '../docs/markdownLinks';

const root = path.resolve(__dirname, '../..');

/** A file's text, '' for a folder (a link to a folder resolves), undefined when it does not exist. */
const readRepo = (file: string): string | undefined => {
  if (!fs.existsSync(file)) return undefined;
  return fs.statSync(file).isDirectory() ? '' : fs.readFileSync(file, 'utf8');
};

describe('the documentation', () => {
  it('keeps README.md within 12 KB and ARCHITECTURE.md within 15 KB, so they point the way', () => {
    expect(fs.statSync(path.join(root, 'README.md')).size).toBeLessThanOrEqual(12_000);
    expect(fs.statSync(path.join(root, 'ARCHITECTURE.md')).size).toBeLessThanOrEqual(15_000);
  });

  it('has a README in each app and package', () => {
    const parts = [
      'shell',
      'mf-offers-list',
      'mf-offer-wizard',
      'mf-parties',
      'mf-documents',
      'mf-party-portal',
      'shared',
      'runtime',
      'api',
      'e2e',
      'scripts',
    ];
    expect(parts.filter((p) => !fs.existsSync(path.join(root, p, 'README.md')))).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    const files = markdownFiles(root);
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((f) => brokenLinks(f, readRepo)).map((b) => path.relative(root, b))).toEqual([]);
  });

  it('is cited by the code only at files and headings that exist', () => {
    const citations = sourceFiles(root)
      .filter((f) => f !== __filename)
      .flatMap((f) => citedDocs(fs.readFileSync(f, 'utf8')).map((doc) => ({ f, doc })));
    expect(citations.length).toBeGreaterThan(0);
    const wrong = citations.filter(({ doc }) => linkProblem(path.join(root, 'README.md'), doc, readRepo));
    expect(wrong.map(({ f, doc }) => `${path.relative(root, f)}: ${doc}`)).toEqual([]);
  });
});

describe('the link check', () => {
  const docs: Record<string, string> = {
    '/r/README.md':
      '# OfferDesk\n\n[a](docs/a.md#the-two-commands) [b](docs/b.md) [c](docs/a.md#gone) [d](#offerdesk) [e](https://x.example/y)\n',
    '/r/docs/a.md': '# A\n\n## The two commands\n\n```\n# not a heading\n```\n',
  };
  const read = (file: string) => docs[file];

  it('reports a missing file and a missing heading, and passes the rest', () => {
    expect(brokenLinks('/r/README.md', read)).toEqual([
      '/r/README.md: docs/b.md (no such file)',
      '/r/README.md: docs/a.md#gone (no such heading)',
    ]);
  });

  it('finds the docs a comment cites', () => {
    expect(citedDocs('/** The flow (docs/domain/offers.md#the-flow-table); see docs/configuration.md. */')).toEqual([
      'docs/domain/offers.md#the-flow-table',
      'docs/configuration.md',
    ]);
  });

  it('makes the anchors GitHub makes', () => {
    expect(headingAnchor("The wizard's end: Document Review, Share, Success")).toBe('the-wizards-end-document-review-share-success');
    expect(headingAnchor('First load of `/offers` (`-- bundle`)')).toBe('first-load-of-offers----bundle');
  });
});
