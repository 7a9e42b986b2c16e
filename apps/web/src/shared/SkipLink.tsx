// The skip link: the first tab stop of every page, hidden until focused, that moves focus into the page's <main>.
import type { MouseEvent } from 'react';
import './skipLink.css';

/** Focuses the page's one <main> (made focusable by script only), so the next Tab lands on the first control of the content. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

export function SkipLink() {
  return (
    <a className="skip-link" href="#main" onClick={skipToMain} data-testid="skip-link">
      Skip to content
    </a>
  );
}
