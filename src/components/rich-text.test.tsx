// A server description: plain text as escaped paragraphs at once; HTML busy until DOMPurify (loaded
// after the paint) is there. What DOMPurify leaves of hostile HTML is asserted in a real browser
// (test/e2e/shop.e2e.ts, sweep-xss.e2e.ts): happy-dom's DOM lets scripts through DOMPurify.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('shows plain text as paragraphs at once, escaped by React', () => {
    const { container } = render(<RichText html={'第一行\n\n第二行 1 < 2 & 3 > 2'} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['第一行', '第二行 1 < 2 & 3 > 2']);
  });

  it('keeps the line breaks of plain text: a single one as a line break, a blank line as a new paragraph', () => {
    const { container } = render(<RichText html={'产地：赣州\n保存：冷藏\r\n\n\n坏果包赔'} />);
    const paragraphs = [...container.querySelectorAll('p')];
    expect(paragraphs.map((p) => p.textContent)).toEqual(['产地：赣州保存：冷藏', '坏果包赔']);
    expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[0]!.innerHTML).toMatch(/产地：赣州<\/span><span><br>保存：冷藏/);
  });

  it('shows HTML busy first, then filled in once DOMPurify has loaded', async () => {
    const { container } = render(<RichText html={'<p>产地直采</p><ul><li>坏果包赔</li></ul>'} className="extra" />);
    const block = () => container.querySelector('.qh-rich-text.extra')!;
    expect(block().getAttribute('aria-busy')).toBe('true');
    expect(block().textContent).toBe('');
    await screen.findByText('坏果包赔');
    expect(block().getAttribute('aria-busy')).toBeNull();
    expect(block().querySelector('li')).not.toBeNull();
  });
});
