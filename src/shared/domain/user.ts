/** A user as every answer of the API names them (docs/api.md "User"). */
export interface UserBase {
  id: string;
  name: string;
  lastName: string;
  fullName?: string;
  email: string;
  /** URL of the profile picture, or null. */
  avatar: string | null;
  roles: string[];
  /** Grows on every write: sent back with an edit (docs/api.md "Concurrent edits"). */
  version: number;
}
