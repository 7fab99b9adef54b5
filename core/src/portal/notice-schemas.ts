/** The notice calls' schemas (apart from notices.ts, which the shell's first chunk uses: no zod there). */
import { z } from 'zod';
import { NOTICE_MSG } from './notices';

/** `POST /api/v1/notices/{id}/acknowledge`: the notice's id as the current-notice answer gives it. */
export const noticeIdParamsSchema = z.object({
  id: z.coerce
    .number({ message: NOTICE_MSG.unknown })
    .int({ message: NOTICE_MSG.unknown })
    .positive({ message: NOTICE_MSG.unknown }),
});
