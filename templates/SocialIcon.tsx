interface SocialIconProps {
  /** The `socials` key of an author (`x`, `github`, `linkedin`…). */
  platform: string;
}

/** Platforms' names, as a link to an author's profile is titled. */
export const SOCIAL_PLATFORM_NAMES: Record<string, string> = {
  x: 'X',
  twitter: 'Twitter',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  twitch: 'Twitch',
  youtube: 'YouTube',
};

/** The short mark drawn on a platform's badge. */
const MARKS: Record<string, string> = { github: 'GH', linkedin: 'in', stackoverflow: 'SO', bluesky: 'Bs', instagram: 'IG', threads: '@', mastodon: 'M', twitch: 'Tw', youtube: 'YT' };

/**
 * A 16px icon for one of an author's social profiles: a cross for X and Twitter, a badge with the
 * platform's short mark for the other known ones, a globe for any other site.
 */
export function SocialIcon({ platform }: SocialIconProps) {
  const key = platform.toLowerCase();
  if (key === 'x' || key === 'twitter') {
    return (
      <svg className="social-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M3 2.5l10 11M13 2.5l-10 11" />
      </svg>
    );
  }
  const mark = MARKS[key];
  if (mark) {
    return (
      <svg className="social-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <rect width="16" height="16" rx="3" fill="currentColor" />
        <text className="social-icon__mark" x="8" y="11.4" textAnchor="middle" fontSize={mark.length > 1 ? 7.5 : 9} fontWeight="700" fontFamily="system-ui, sans-serif">
          {mark}
        </text>
      </svg>
    );
  }
  return (
    <svg className="social-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="1.3">
        <circle cx="8" cy="8" r="6.5" />
        <ellipse cx="8" cy="8" rx="2.8" ry="6.5" />
        <path d="M1.5 8h13" />
      </g>
    </svg>
  );
}
