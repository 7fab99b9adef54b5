/** POST hsn/classify {description}: the classifier's input rule as a zod schema (API side). */
import { z } from 'zod';
import { classifierInputError, CLASSIFIER_MSG } from './index';

export const hsClassifySchema = z
  .object({ description: z.string({ message: CLASSIFIER_MSG.tooShort }) })
  .superRefine((v, ctx) => {
    const problem = classifierInputError(v.description);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['description'] });
  });
