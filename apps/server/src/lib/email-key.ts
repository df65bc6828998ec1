/**
 * The address as every per-address limit and block counts it (issue 38 item 6, ADR 229):
 * lower case, and without the `+tag` of the local part, so `Victim+1@x` and `victim@x` are
 * one mailbox. Only for counting: mail goes to the address as it was typed. Migration 0025
 * wrote the same rule in SQL for the rows before it.
 */
export const emailKey = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, '@');
