import { z } from 'zod';
import { commonMessages } from './messages';

// Messages a schema does not set itself are still Korean and plain: the response's
// `field` says which input was wrong (docs/design.md §3).
z.config({
  customError: (issue) =>
    issue.input === undefined ? commonMessages.required : commonMessages.badRequest,
});
