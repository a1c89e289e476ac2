import * as yup from 'yup';

/** Login (seed 000 §5): Username required; Password required. */
export const loginSchema = yup.object({
  username: yup.string().trim().required('Username required'),
  password: yup.string().required('Password required'),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your username/password.';
