import fs from 'node:fs';
import path from 'node:path';

/** Folders that hold no documentation of ours. */
const SKIPPED = new Set(['node_modules', 'dist', '.data', '.git', 'artifacts', 'coverage']);

/** Every markdown file under `root`, outside dependencies, builds and data. */
export function markdownFiles(root: string): string[] {
  return fs.readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export const headingAnchor = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a document's headings; a repeated heading gets `-1`, `-2` … as on GitHub. */
export function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of withoutCode(markdown).matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const anchor = headingAnchor(heading);
    const n = seen.get(anchor) ?? 0;
    seen.set(anchor, n + 1);
    anchors.add(n === 0 ? anchor : `${anchor}-${n}`);
  }
  return anchors;
}

const withoutCode = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '');

/** The links of a document that stay in the repository: `[text](path#anchor)`, no scheme. */
export const relativeLinks = (markdown: string): string[] =>
  [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((link) => !/^[a-z][a-z+.-]*:/i.test(link));

/** What is wrong with `link` as written in `file` (a missing file or heading), else undefined. */
export function linkProblem(file: string, link: string, read: (file: string) => string | undefined): string | undefined {
  const [target, anchor] = link.split('#');
  const targetFile = target ? path.normalize(path.join(path.dirname(file), target)) : file;
  const text = read(targetFile);
  if (text === undefined) return 'no such file';
  if (anchor && !headingAnchors(text).has(anchor)) return 'no such heading';
  return undefined;
}

/** Each link of `file` whose file or heading does not exist, as `file: link (problem)`. */
export function brokenLinks(file: string, read: (file: string) => string | undefined): string[] {
  return relativeLinks(read(file) ?? '').flatMap((link) => {
    const problem = linkProblem(file, link, read);
    return problem ? [`${file}: ${link} (${problem})`] : [];
  });
}

/** The docs a source file cites by their path from the repository root: `docs/domain/offers.md#the-flow-table`. */
export const citedDocs = (source: string): string[] => [...source.matchAll(/\bdocs\/[\w/-]+\.md(?:#[\w-]+)?/g)].map((m) => m[0]);

/** Every TypeScript source under `root`, outside dependencies and builds. */
export function sourceFiles(root: string): string[] {
  return fs.readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
