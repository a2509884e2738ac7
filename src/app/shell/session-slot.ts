/** The header's slot for a signed-in session's countdown (SessionStatus renders into it). */
export const SESSION_SLOT_ID = 'refex-session-slot';

/** The header's backend badge (a link to the settings), which takes the focus after a sign-out from the header. */
export const BACKEND_BADGE_ID = 'refex-backend-badge';
