/** The footer's copyright line, the same in the portal shell and the carrier portal (spec: 2024, the provider and a second company). */
export const COPYRIGHT_LINE = 'Copyright © 2024 Kyubos Technologies. All rights reserved. Built with Meridian Digital Partners.';
