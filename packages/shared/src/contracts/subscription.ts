import { z } from 'zod';

// What the school subscribes to (staff).

export const subscribedPackage = z.object({
  pkgid: z.number().int(),
  name: z.string(),
  description: z.string(),
  books: z.number().int(),
  videos: z.number().int(),
  /** The books' levels, A to Z. */
  levels: z.array(z.string()),
  /** The videos' units, 1, 2, … */
  units: z.array(z.number().int()),
  /** The day the school's subscription began. */
  since: z.string(),
  /** How many of the school's classes use it as their library. */
  classes: z.number().int(),
});
export type SubscribedPackage = z.infer<typeof subscribedPackage>;

export const subscribedPackagesResponse = z.object({
  status: z.literal('success'),
  record: z.array(subscribedPackage),
});
export type SubscribedPackagesResponse = z.infer<typeof subscribedPackagesResponse>;
