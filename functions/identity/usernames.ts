/** Kept for existing imports: the usernames rules live in contracts/ (shared with the web app). */
export * from '../../contracts/usernames';
