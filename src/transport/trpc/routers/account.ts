// tRPC procedures for account, over the same services as REST.
import { router } from '../init.ts';

export const accountRouter = router({});
