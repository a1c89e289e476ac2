import * as yup from 'yup';

/** Sign-in form: both fields are required, with the messages 'Username required' and 'Password required'. */
export const loginSchema = yup.object({
  username: yup.string().trim().required('Username required'),
  password: yup.string().required('Password required'),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your username/password.';
