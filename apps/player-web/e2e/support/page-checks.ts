// What a page shows that a player should never see, measured in the browser: the page wider than the
// screen, text cut by its box, i18n keys instead of texts, English words on a Chinese page. Shared by
// the every-page sweep (every-page.e2e.spec.ts) and the tests of single layouts (site-look.e2e.spec.ts).
import type { Locator, Page } from 'playwright-core';

/**
 * A function to run on an element in the page, written as text (its parameter `element`): the
 * repository's type check has no DOM types. The debugger protocol runs it, which the site's CSP allows.
 */
export function onElement<T>(body: string): (element: unknown) => T {
  return new Function('element', body) as (element: unknown) => T;
}

/** How much wider than the window the page is (0 when it fits). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('Math.max(0, document.scrollingElement.scrollWidth - window.innerWidth)');
}

/**
 * Visible elements whose own text is cut: wider than their box (scrollWidth > clientWidth) while
 * their overflow is hidden (or scrolls without a scrollbar) or their text ends in an ellipsis.
 * Inputs and strips that scroll sideways on purpose (marked `data-scrolls`) are not clipping.
 */
export async function clippedTexts(page: Page, root = 'body'): Promise<string[]> {
  // A string (the repository's type check has no DOM types; the page's CSP allows the debugger's evaluation).
  return page.evaluate<string[]>(`(() => {
    const found = [];
    const scope = document.querySelector(${JSON.stringify(root)});
    if (!scope) return found;
    for (const element of scope.querySelectorAll('*')) {
      if (element.closest('[data-scrolls], [aria-hidden="true"], input, select, textarea, svg')) continue;
      // (A visually hidden element, 1 px wide on purpose, is for screen readers.)
      if (element.clientWidth <= 1 || element.scrollWidth <= element.clientWidth + 1) continue;
      const style = getComputedStyle(element);
      // A strip that scrolls with its scrollbar hidden cuts as much as one that hides its overflow.
      const hiddenScroll = /auto|scroll/.test(style.overflowX) && style.scrollbarWidth === 'none';
      if (!(/hidden|clip/.test(style.overflowX) || style.textOverflow === 'ellipsis' || hiddenScroll)) continue;
      // Cut text: a text node inside that reaches past the element's edges (a reel's strip of
      // pictures may overflow on purpose; words may not).
      const box = element.getBoundingClientRect();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const words = (node.textContent || '').trim();
        if (!words || node.parentElement.closest('[aria-hidden="true"]')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0) continue;
        if (rect.right > box.right + 1 || rect.left < box.left - 1) {
          found.push(element.tagName.toLowerCase() + '.' + String(element.className) + ': "' + words.slice(0, 40) + '"');
          break;
        }
      }
    }
    return found;
  })()`);
}

/**
 * The page's visible text (what a player reads, not scripts or hidden dialogs), without what is data
 * rather than words: marked translate="no" (a browser's user agent, a seed), code and monospaced values.
 */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate<string>(`(() => {
    let text = document.body.innerText;
    for (const node of document.body.querySelectorAll('[translate="no"], code, kbd, samp, .mono')) {
      const data = node.innerText;
      if (data) text = text.split(data).join(' ');
    }
    return text;
  })()`);
}

/** i18n keys shown as text ("boxes.list.failed", "layout:menu.home"). */
export function keyLikeTexts(text: string): string[] {
  const keys = text.match(/\b[a-z][a-zA-Z]*(?::[a-zA-Z_]+)?(?:\.[a-zA-Z_]+){1,}\b/g) ?? [];
  // A namespaced key has a dot after its namespace ("layout:menu.home"; "seed:nonce" is prose).
  const namespaced = text.match(/\b[a-z][a-zA-Z]*:[a-z][a-zA-Z_]*\.[a-zA-Z_.]+\b/g) ?? [];
  // Host names and file names are not keys.
  return [...keys, ...namespaced].filter((key) => !/\.(com|cn|net|org|png|svg|jpg|test)$/.test(key));
}

/**
 * English words (3 letters or more) on a Chinese page, but those a Chinese page rightly shows: item
 * and brand names, units, codes. `allowed` are lower-case words.
 */
export function englishWords(text: string, allowed: ReadonlySet<string>): string[] {
  // Whole words only (not the letters inside "Player_N7ZMCJEZ" or a hash), links left out.
  const words = text.replace(/https?:\/\/\S+/g, ' ').match(/\b[A-Za-z]{3,}\b/g) ?? [];
  return words.filter((word) => !allowed.has(word.toLowerCase()));
}

/** Whether the locator's rendered text sits on one line. */
export async function isOneLine(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    onElement<boolean>(`
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size === 1;`),
  );
}

/** Whether `inner` lies wholly inside `outer` (to the pixel). */
export async function liesWithin(inner: Locator, outer: Locator): Promise<boolean> {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

/** The WCAG contrast ratio of an element's text colour against `background`'s background colour. */
export async function contrastRatio(text: Locator, background: Locator): Promise<number> {
  const colour = await text.evaluate(onElement<string>('return getComputedStyle(element).color;'));
  const ground = await background.evaluate(onElement<string>('return getComputedStyle(element).backgroundColor;'));
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const value = Number(part) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(colour), luminance(ground)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}
