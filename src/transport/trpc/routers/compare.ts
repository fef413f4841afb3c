// tRPC procedures for compare, over the same services as REST.
import { router } from '../init.ts';

export const compareRouter = router({});
