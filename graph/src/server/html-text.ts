/**
 * Text made safe for HTML: as an element's content or as a quoted attribute value. Every character that could end
 * the text or start markup (`&`, `<`, `>`, both quotes) is written as a character reference.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
