/** What a module throws when the row asked for does not exist or is not the asker's: routes answer it with a 404. */
export class NotFoundError extends Error {
  constructor(message = "Not found") {
    super(message);
    this.name = "NotFoundError";
  }
}
