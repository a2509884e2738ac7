/** The header's slot for a signed-in session's countdown (SessionStatus renders into it). */
export const SESSION_SLOT_ID = 'refex-session-slot';
