import type { InputHTMLAttributes, ReactNode } from "react";
import { type FieldValues, type Path, useFormContext } from "react-hook-form";
import { errorAt } from "../../../components/form";
import { Field, fieldMessageId } from "../../../components/ui/field";
import { PasswordInput } from "./password-input";

interface PasswordFieldProps<TValues extends FieldValues>
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type"> {
  name: Path<TValues>;
  label: ReactNode;
  hint?: ReactNode;
}

/** A password input with show/hide, bound to the form by `name` like the fields of components/form. */
export function PasswordField<TValues extends FieldValues>({
  name,
  label,
  hint,
  ...rest
}: PasswordFieldProps<TValues>) {
  const { register, formState } = useFormContext<TValues>();
  const error = errorAt(formState.errors, name);
  return (
    <Field label={label} hint={hint} error={error}>
      {(id) => (
        <PasswordInput
          id={id}
          {...rest}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? fieldMessageId(id) : undefined}
          {...register(name)}
        />
      )}
    </Field>
  );
}
