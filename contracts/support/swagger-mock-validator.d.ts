/** The part of @pactflow/swagger-mock-validator's programmatic API the contract tests use (it ships no types). */
declare module '@pactflow/swagger-mock-validator' {
  export interface ValidationResult {
    code: string;
    message: string;
    mockDetails?: { interactionDescription?: string; location?: string; value?: unknown };
    specDetails?: { location?: string; pathMethod?: string; pathName?: string };
    type: 'error' | 'warning';
  }
  export interface ValidationOutcome {
    success: boolean;
    failureReason?: string;
    errors: ValidationResult[];
    warnings: ValidationResult[];
  }
  export const SwaggerMockValidatorFactory: {
    create(): {
      validate(options: {
        specPathOrUrl: string;
        mockPathOrUrl: string;
        additionalPropertiesInResponse?: string;
        requiredPropertiesInResponse?: string;
      }): Promise<ValidationOutcome>;
    };
  };
}
