// Names and fixed texts used across pages.
export const SITE_NAME = 'UniReviews';
export const SITE_FULL_NAME = 'UniReviews: student university reviews';
export const SITE_SHORT_NAME = 'UniReviews';
export const POLICIES_UPDATED = 'September 1, 2025';

export const POLICY_LINKS = [
  { href: '/about', label: 'About' },
  { href: '/guidelines', label: 'Community Guidelines' },
  { href: '/terms', label: 'Terms of Use' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/copyright', label: 'Copyright Policy' },
] as const;

/** Outbound links offered on every university page (docs/rules/pages-and-search.md#university-pages). */
export const OUTBOUND_LINKS = {
  professors: { href: 'https://www.ratemyprofessors.com/', label: 'Rate your professors' },
  courses: { href: 'https://www.coursicle.com/', label: 'Rate your courses' },
} as const;
