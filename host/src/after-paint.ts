/**
 * What a server-rendered document names for after its first paint (docs/decisions/012-critical-path.md), and the
 * part of it the host's entry does: writing the rests of the stylesheets the server cut.
 *
 * The render server writes each stylesheet cut to the rules the document's classes can match (`style[data-cut]`)
 * and lists it in the document's list of files (PRELOAD_LIST_ID) with those classes (`used`, a bitset over the
 * file's classes, host/src/render/css-rest.ts). The rest of each file comes from the render server in one request
 * (CSS_REST_PATH) when the entry runs, after the paint, out of the document's first bytes. It is written just after
 * its cut, so the files keep their order in the cascade, in pieces: each piece restyles only the elements its rules
 * can match, in a task of its own, where a whole file's element rules restyled the whole document at once.
 */

/** The id of the document's list of the files it needs after the paint (a JSON script, never run). */
export const PRELOAD_LIST_ID = 'niec-preload';

/** The id of the document's boot files (BootFiles, a JSON script, never run), which the boot loader requests. */
export const BOOT_FILES_ID = 'niec-boot-files';

/** The template's scripts: the host's entry (`scripts`, in order) and the chunks it loads before it hydrates. */
export interface BootFiles {
  scripts: string[];
  chunks: string[];
}

/** The render server's path of the rests (host/server/css-rests.ts), asked for with `f` and `u` pairs. */
export const CSS_REST_PATH = '/__css-rest';

/** A file of the document's list: fetched by the boot loader (host/src/render/boot-loader.ts) or, cut, here. */
export interface AfterPaintFile {
  href: string;
  /** `stylesheet`: a stylesheet the head has cut (its rest is written here); the others are preloads. */
  as: 'script' | 'fetch' | 'style' | 'stylesheet';
  /** Fetched with crossorigin="anonymous", as its load will be. */
  cors: boolean;
  /** For a cut stylesheet: the document's classes among the file's, which name its rest. */
  used?: string;
}

/** The render server's answer: each file's rest in pieces, by the file's URL; a file it cannot give is left out. */
type Rests = Partial<Record<string, string[]>>;

/** A step of work is kept under this many milliseconds before the page gets the main thread back. */
const STEP_BUDGET_MS = 4;

/** Runs the steps a few milliseconds at a time, each batch in a task of its own. */
function runInSteps(steps: (() => void)[]): void {
  const run = () => {
    const start = performance.now();
    do steps.shift()!();
    while (steps.length > 0 && performance.now() - start < STEP_BUDGET_MS);
    if (steps.length > 0) setTimeout(run, 0);
  };
  if (steps.length > 0) setTimeout(run, 0);
}

/**
 * Writes the rests of the document's cut stylesheets. At once, for each, an empty style after its cut named by the
 * file's URL: the chunk loader of the stylesheet's app (mini-css-extract-plugin looks for a `style[data-href]` of
 * the file's URL) then finds the file loaded and never fetches it. A rest the render server cannot give (a
 * static host, a file of a generation that has gone) is had by linking the whole file before its cut.
 */
export function writeStylesheetRests(doc: Document = document): void {
  const list = doc.getElementById(PRELOAD_LIST_ID)?.textContent;
  if (!list) return;
  const cut = (JSON.parse(list) as AfterPaintFile[]).flatMap((file) => {
    if (file.as !== 'stylesheet' || file.used === undefined) return [];
    const style = [...doc.querySelectorAll<HTMLStyleElement>('style[data-cut]')].find(
      (s) => s.dataset.cut === file.href,
    );
    if (!style) return [];
    const marker = doc.createElement('style');
    marker.dataset.href = new URL(file.href, doc.baseURI).href;
    style.after(marker);
    return [{ file, style, marker }];
  });
  if (cut.length === 0) return;
  const query = cut.map(({ file }) => `f=${encodeURIComponent(file.href)}&u=${file.used}`).join('&');
  void fetch(`${CSS_REST_PATH}?${query}`)
    .then((response): Promise<Rests> | Rests => (response.ok ? (response.json() as Promise<Rests>) : {}))
    .catch((): Rests => ({}))
    .then((rests) => {
      const steps: (() => void)[] = [];
      for (const { file, style, marker } of cut) {
        const pieces = Object.prototype.hasOwnProperty.call(rests, file.href) ? rests[file.href] : undefined;
        if (!pieces) {
          steps.push(() => {
            const link = doc.createElement('link');
            link.rel = 'stylesheet';
            if (file.cors) link.crossOrigin = 'anonymous';
            link.href = file.href;
            style.before(link);
          });
          continue;
        }
        let last: Element = marker;
        for (const css of pieces) {
          steps.push(() => {
            const piece = doc.createElement('style');
            piece.textContent = css;
            last.after(piece);
            last = piece;
            // Its restyle done here, in this step, not left for one long task of the next frame.
            void getComputedStyle(doc.body).color;
          });
        }
      }
      runInSteps(steps);
    });
}
