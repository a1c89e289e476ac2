/**
 * The in-app page a screen was opened from (`?returnTo=/offer-documents/9`): a path of this app only, never another
 * origin (no `//`, no backslash); null for anything else.
 */
export const inAppReturnPath = (to: string | null | undefined): string | null =>
  to && /^\/[A-Za-z0-9]/.test(to) && !to.includes('\\') ? to : null;
