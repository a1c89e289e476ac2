/** The drawn placeholder of a property without a (loadable) photo: a house on a soft background. */
export function HousePlaceholder({ label = 'No photo' }: { label?: string }) {
  return (
    <svg viewBox="0 0 320 180" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" role="img" aria-label={label}>
      <rect width="320" height="180" fill="#e8edf3" />
      <path d="M110 95 160 55l50 40v55h-100Z" fill="#c5d0dd" />
      <path d="M98 98 160 48l62 50" fill="none" stroke="#9aabbf" strokeWidth="8" strokeLinejoin="round" strokeLinecap="round" />
      <rect x="146" y="112" width="28" height="38" rx="2" fill="#9aabbf" />
      <rect x="122" y="104" width="16" height="16" rx="2" fill="#f4f6f9" />
      <rect x="182" y="104" width="16" height="16" rx="2" fill="#f4f6f9" />
      <text x="160" y="170" textAnchor="middle" fontSize="12" fill="#6b7c90" fontFamily="sans-serif">
        {label}
      </text>
    </svg>
  );
}
