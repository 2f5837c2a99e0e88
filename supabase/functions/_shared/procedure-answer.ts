/**
 * How a call's handler answers (procedure.ts): the value, its JSON text written already, or another
 * success status (201), each checked against the contract's answer schema where the tests install
 * the check (contract-answer-check.ts); an answer that does not match is a logged 500.
 */
import type { z } from 'zod';
import type { AnyContract } from './contract.ts';
import { checkAnswer } from './contract-answer-check.ts';
import { errorResponse, jsonText, logFailure, messages } from './http.ts';

/** An answer whose JSON text is written already (rows as the database wrote them, json_agg). */
export interface AnswerText<T> {
  readonly answerText: string;
  /** Never set: it carries the answer's type for the contract's check. */
  readonly answerType?: T;
}

/** The answer as JSON text, typed as the contract's answer (the tests check it against the schema). */
export function answerText<T>(text: string): AnswerText<T> {
  return { answerText: text };
}

/** An answer with another status than the contract's (a resend answered 200 where a first send is 201). */
export interface AnswerWithStatus<T> {
  readonly answerStatus: number;
  readonly answerValue: T;
}

/** `value` answered with `status`, not the contract's `successStatus`. */
export function answerWithStatus<T>(status: number, value: T): AnswerWithStatus<T> {
  return { answerStatus: status, answerValue: value };
}

/** The handler's result as the response: checked against the contract's answer (tests: every answer). */
export function answerResponse(fn: string, contract: AnyContract, answered: unknown): Response {
  if (answered instanceof Response) return answered;
  const withStatus = isAnswerWithStatus(answered);
  const value = withStatus ? answered.answerValue : answered;
  const text = isAnswerText(value) ? value.answerText : JSON.stringify(value);
  const failure = checkAnswer(contract.answer as z.ZodType, text);
  if (failure) {
    logFailure(fn, `answer does not match the contract of ${contract.name}`, failure);
    return errorResponse(500, messages.serverError, 'server_error');
  }
  return jsonText(text, withStatus ? answered.answerStatus : contract.successStatus);
}

function isAnswerWithStatus(value: unknown): value is AnswerWithStatus<unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as AnswerWithStatus<unknown>).answerStatus === 'number'
  );
}

function isAnswerText(value: unknown): value is AnswerText<unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as AnswerText<unknown>).answerText === 'string'
  );
}
