/**
 * The daily guest declaration (issue 31), as host-declarations answers it: for one day and one
 * property (or all the caller may see), the adults arriving that day with their individual forms
 * (Law 80-14), ready to hand to the police. Types only (the app imports this file): the shapes are
 * contracts/host-declarations.contract.ts's.
 */
import type { z } from 'zod';
import type { AnswerOf, RequestOf } from './contract.ts';
import type {
  declarationGap,
  declaredGuest,
  hostDeclarations,
} from './contracts/host-declarations.contract.ts';

export type DeclarationFormat = 'json' | 'csv' | 'pdf';

/** host-declarations' request: `date` YYYY-MM-DD; no propertyId (or "all"): every property. */
export type DeclarationsRequest = RequestOf<typeof hostDeclarations>;

/** One adult's form, decrypted for the booking's owner or the team. */
export type DeclaredGuest = z.infer<typeof declaredGuest>;

/** A booking arriving that day whose forms are not all in (the host chases them). */
export type DeclarationGap = z.infer<typeof declarationGap>;

/** host-declarations' JSON answer (format=json, the default). */
export type DeclarationsAnswer = AnswerOf<typeof hostDeclarations>;
