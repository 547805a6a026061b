/** The id of the phone side panel (MobileNav's content), named by the menu button's aria-controls (Header). */
export const MOBILE_NAV_ID = 'mobile-nav';
