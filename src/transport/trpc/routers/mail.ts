// tRPC procedures for mail, over the same services as REST.
import { router } from '../init.ts';

export const mailRouter = router({});
