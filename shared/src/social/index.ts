// '@niec/shared/social': the row of social media links of the footer and of the contact and branch pages, apart
// from the main entry. Not a singleton, like '@niec/shared/share': each app bundles it where it shows it, with
// its styles in that app's stylesheet, which the render server links, and the same class names on the server
// and in the browser.
export { SocialLinks, type SocialLinksProps } from './social-links';
