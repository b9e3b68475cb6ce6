/**
 * The portal account calls' examples (docs/host/decisions.md#account-links), shared by the
 * consumer test and the provider states: an invited account with a finalize-account link. The
 * token is a fixed, well-formed one (43 base64url characters); the provider stores only its
 * sha256, again for each interaction, so the link is fresh whenever an interaction uses it.
 */
export const INVITED = {
  email: 'pact.invited@keyhaven.test',
  token: 'pactAccountLinkToken00000000000000000000001',
  obscuredEmail: 'pa**********@keyhaven.test',
} as const;

export const ACCOUNT_STATES = {
  invitedWithLink: `an invited account ${INVITED.email} has an unused account link`,
} as const;
