/**
 * A filter select's choices (ListBar, issue 25 §1) in the list kit's strings (cells.ts): a list's
 * bar may offer dozens (every designation, every reseller), and as Astro elements each option went
 * through the renderer with its attributes (issue 28 §1).
 */
import { attr, html } from '~/components/list/cells';

/** The `<option>`s of `options`, the one whose value is `selected` marked so, as a string for `<Fragment set:html>`. */
export function optionsMarkup(options: readonly { value: string; label: string }[], selected: string): string {
  return options.map((o) => html`<option value="${o.value}"${attr('selected', o.value === selected && '')}>${o.label}</option>`).join('');
}
