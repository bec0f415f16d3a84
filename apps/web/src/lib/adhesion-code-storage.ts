/**
 * The partner code typed at registration step 3, kept for the payment screen's free adhesion
 * (P1 §4 Payment). The code itself is never stored by the API, so it lives in this tab only
 * (sessionStorage), under `adhesion-code:<userId>`. Read by the registration stepper and the
 * payment screen; a missing or unreadable entry reads as null.
 */

export type AdhesionCode = { partnerId: number | null; code: string; reason: string };

const keyOf = (userId: number) => `adhesion-code:${userId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isAdhesionCode(value: unknown): value is AdhesionCode {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  const partnerOk =
    entry.partnerId === null || (typeof entry.partnerId === 'number' && Number.isInteger(entry.partnerId));
  return partnerOk && typeof entry.code === 'string' && typeof entry.reason === 'string';
}

export function saveAdhesionCode(
  userId: number,
  value: { partnerId: number | null; code: string; reason: string },
): void {
  try {
    storage()?.setItem(
      keyOf(userId),
      JSON.stringify({ partnerId: value.partnerId, code: value.code, reason: value.reason }),
    );
  } catch {
    // A full or blocked storage only means the code is asked again on the payment screen.
  }
}

export function readAdhesionCode(userId: number): { partnerId: number | null; code: string; reason: string } | null {
  try {
    const raw = storage()?.getItem(keyOf(userId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isAdhesionCode(parsed) ? { partnerId: parsed.partnerId, code: parsed.code, reason: parsed.reason } : null;
  } catch {
    return null;
  }
}

export function clearAdhesionCode(userId: number): void {
  try {
    storage()?.removeItem(keyOf(userId));
  } catch {
    // Nothing to clear.
  }
}
