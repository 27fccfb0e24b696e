import { z } from 'zod';

/** Ids arrive as numbers or numeric strings (the older front ends sent both). */
export const idSchema = z.coerce.number({ error: 'must be a number' }).int().positive();

export const idBody = z.object({ id: idSchema });
export type IdBody = z.infer<typeof idBody>;

/** Every error answer of the API: a message for people and, for bad input, the fields at fault. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** '0'/'1' flags of the older system are kept as strings in answers. */
export const flagSchema = z.enum(['0', '1']);
export type Flag = z.infer<typeof flagSchema>;
