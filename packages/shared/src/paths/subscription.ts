// What the school subscribes to (staff).

export const SUBSCRIPTION_PATHS = { packages: '/school/packages' } as const;
