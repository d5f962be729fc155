// What a login card says, and a batch of them ready to print.

export interface LoginCard {
  username: string;
  account: string;
  /** Readable only here, between setting it and printing it. */
  password: string | null;
  pin: string | null;
}

export interface CardSheet {
  school: string;
  course: string;
  cards: LoginCard[];
}

/** Where students sign in, printed on every card: the app's address and the school's code. */
export interface SignInPlace {
  address: string;
  schoolCode: string;
}

/** A batch ready to print. */
export interface PrintableCards extends CardSheet {
  signIn: SignInPlace;
}
