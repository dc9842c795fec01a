import type { MouseEvent } from 'react';

/**
 * A link's href and click handler that open another page of the app without a reload: a plain click
 * pushes the address (`hrefAtClick`, for a link whose target follows the URL) and tells the route's readers (popstate); a modified click opens it as the browser would.
 */
export function pageLink(href: string, hrefAtClick: () => string = () => href) {
  return {
    href,
    onClick(event: MouseEvent) {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      window.history.pushState(null, '', hrefAtClick());
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
  };
}
