import { describe, expect, it } from 'vitest';
import { cleanInline, cleanText, decodeEntities, hasMarkup, stripMarkup } from './markup.js';

// What a browser would start a tag with.
const TAG_LIKE = /<\/?[a-z!?]/i;

describe('stripMarkup', () => {
  it('removes inline tags without adding spaces', () => {
    expect(stripMarkup('Persistence of <i>Burkholderia thailandensis</i> E264')).toBe('Persistence of Burkholderia thailandensis E264');
    expect(stripMarkup('early <sup>99m</sup>Tc-DPD and SUV<sub>max</sub>')).toBe('early 99mTc-DPD and SUVmax');
    expect(stripMarkup('<b>bold</b> <em>em</em> <strong>strong</strong> <u>u</u>')).toBe('bold em strong u');
  });

  it('turns block tags into paragraph breaks and <br> into a line break', () => {
    expect(stripMarkup('<p>One.</p><p>Two.</p>')).toBe('One.\n\nTwo.');
    expect(stripMarkup('<h4>Purpose</h4>The aim.<h4>Methods</h4>We did.')).toBe('Purpose\n\nThe aim.\n\nMethods\n\nWe did.');
    expect(stripMarkup('line one<br>line two<br/>line three')).toBe('line one\nline two\nline three');
    expect(stripMarkup('<ul><li>first</li><li>second</li></ul>')).toBe('• first\n• second');
  });

  it('treats source whitespace as insignificant', () => {
    expect(stripMarkup('\n   Some   text\n   over lines\t here  ')).toBe('Some text over lines here');
  });

  it('drops script and style content, comments and attributes', () => {
    expect(stripMarkup('<script>alert(1)</script>Safe text')).toBe('Safe text');
    expect(stripMarkup('<style>p { color: red }</style><p>Styled</p>')).toBe('Styled');
    expect(stripMarkup('Before<!-- hidden -->after')).toBe('Beforeafter');
    expect(stripMarkup('<a href="javascript:alert(1)" title="x > y">link</a>')).toBe('link');
    expect(stripMarkup('<img src=x onerror=alert(1)>Picture')).toBe('Picture');
  });

  it('leaves nothing tag-like from hostile or broken markup', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'Text <img src=x onerror=alert(1)',
      '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
      '<script>never closed alert(1)',
      '<svg onload=alert(1)><circle/></svg>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      '&lt;img src=x onerror=alert(1)&gt;',
      '<a title="unterminated>quote">x</a>',
      '<<script>script>alert(1)<</script>/script>',
      '<!--<script>alert(1)</script>-->',
      '<![CDATA[<script>alert(1)</script>]]>',
    ];
    for (const input of hostile) {
      const output = stripMarkup(input);
      expect(output, input).not.toMatch(TAG_LIKE);
      expect(output, input).not.toMatch(/onerror|onload|javascript:/i);
      expect(output, input).not.toContain('alert(1)');
    }
  });

  it('keeps less-than signs that are text', () => {
    expect(stripMarkup('p&lt;0.05 and p &lt; 0.01')).toBe('p<0.05 and p < 0.01');
    expect(cleanText('age <18 years, p<0.001')).toBe('age <18 years, p<0.001');
    expect(cleanText('ratio IL-6<IL-10 and x>y, but <i>italic</i>')).toBe('ratio IL-6<IL-10 and x>y, but italic');
  });
});

describe('decodeEntities and whitespace', () => {
  it('decodes numeric and named references', () => {
    expect(decodeEntities('Morg&#xfc;l, P&#xf6;hler, B&#225;rbara')).toBe('Morgül, Pöhler, Bárbara');
    expect(decodeEntities('&amp; &lt; &gt; &quot; &apos; &ast; &copy;')).toBe('& < > " \' * ©');
  });

  it('leaves ampersands that are not references', () => {
    expect(decodeEntities('R&D and AT&T')).toBe('R&D and AT&T');
  });

  it('turns &#x2009; and &#xa0; into plain spaces', () => {
    expect(stripMarkup('p&#x2009;&lt;&#x2009;0.001 after 2.5-3&#xa0;h')).toBe('p < 0.001 after 2.5-3 h');
  });

  it('cleanText keeps blank-line paragraphs and joins wrapped lines', () => {
    expect(cleanText('Introduction:\r\nEarly diagnosis\r\nmatters.\n \nMethods: We  did.')).toBe(
      'Introduction: Early diagnosis matters.\n\nMethods: We did.',
    );
  });

  it('cleanInline gives one line', () => {
    expect(cleanInline('  A <i>title</i>\n over\ttwo lines ')).toBe('A title over two lines');
    expect(cleanInline('Lyda Zoraya  Rojas')).toBe('Lyda Zoraya Rojas');
  });
});

describe('hasMarkup', () => {
  it('finds HTML elements, not less-than signs', () => {
    expect(hasMarkup('<p>One</p>')).toBe(true);
    expect(hasMarkup('An <i>italic</i> word')).toBe(true);
    expect(hasMarkup('p<0.05 and IL-6<IL-10 and x>y')).toBe(false);
    expect(hasMarkup('plain text')).toBe(false);
  });
});

describe('stripMarkup, element by element', () => {
  it('cleans the inside of a JATS title and keeps text after an unfinished unknown tag', () => {
    expect(stripMarkup('<title>Effects of <italic>X</italic></title>Text')).toBe('Effects of X\n\nText');
    expect(cleanText('x <y and more')).toBe('x <y and more');
    expect(stripMarkup('<jats:p>One</jats:p><jats:p>Two</jats:p>')).toBe('One\n\nTwo');
  });
});
