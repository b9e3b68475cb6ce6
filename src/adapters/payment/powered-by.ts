/** Who the card form's 'Powered by' link names (docs/product/routes.md#add-a-card), per provider. */
export const SANDBOX_POWERED_BY = {
  name: 'Sandbox Payments',
  // Stripe's list of test cards: the sandbox honours the same numbers.
  url: 'https://docs.stripe.com/testing#cards',
} as const;
export const STRIPE_POWERED_BY = { name: 'Stripe', url: 'https://stripe.com' } as const;
