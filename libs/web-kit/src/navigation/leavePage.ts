/**
 * Full-page navigations, for the server's own routes (`/api/login`, `/api/logout`), which the router cannot
 * show. One door, so that component tests (jsdom cannot leave a page) can watch where a page sends the visitor.
 */
export const leavePage = {
  to(url: string): void {
    window.location.assign(url);
  },
};
