/**
 * Vitest setup of the server tests: every answer a procedure sends is checked against its
 * contract's answer schema (_shared/contract-answer-check.ts), so a contract cannot drift from its
 * handler without a test failing (the call answers 500 and the log says what does not match).
 */
import { setAnswerChecks } from '../functions/_shared/contract-answer-check.ts';

setAnswerChecks(true);
