/**
 * Whether a text is well-formed XML as these pictures write it (elements, quoted attributes,
 * text, entity references; no comments or CDATA): every tag closed in order, every attribute
 * quoted once, no bare '<' or '&'. Returns the first problem, or null.
 */
export const xmlProblem = (xml: string): string | null => {
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/gy;
  let roots = 0;
  for (let match = token.exec(xml); match; match = token.exec(xml)) {
    const [whole, closing, name, attributes, selfClosing, text, bare] = match;
    if (bare) return `a bare '<' at ${match.index}: ${xml.slice(match.index, match.index + 40)}`;
    if (text !== undefined) {
      if (stack.length === 0 && text.trim() !== '') return `text outside the root: ${text.slice(0, 40)}`;
      const entity = /&(?![a-z]+;|#\d+;|#x[0-9a-f]+;)/i.exec(text);
      if (entity) return `a bare '&' in ${text.slice(0, 40)}`;
      continue;
    }
    const names = [...(attributes ?? '').matchAll(/([\w:.-]+)="([^"]*)"/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) return `a repeated attribute in ${whole.slice(0, 60)}`;
    for (const value of (attributes ?? '').matchAll(/="([^"]*)"/g))
      if (/&(?![a-z]+;|#\d+;|#x[0-9a-f]+;)/i.test(value[1] ?? ''))
        return `a bare '&' in ${whole.slice(0, 60)}`;
    if (closing) {
      if (stack.pop() !== name) return `</${name}> closes nothing open at ${match.index}`;
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name ?? '');
    } else if (stack.length === 0) roots += 1;
    if (roots > 1) return 'more than one root element';
  }
  if (token.lastIndex !== 0 && token.lastIndex < xml.length) return `unreadable at ${token.lastIndex}`;
  return stack.length === 0 ? null : `<${stack.at(-1)}> never closed`;
};
