package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.provided.ValueForm;

/** An output shown in a {@link ValueForm} must equal the expected one; the form says where they differ. */
final class FormComparator implements OutputComparator {

    private final ValueForm form;

    FormComparator(ValueForm form) {
        this.form = form;
    }

    @Override
    public CheckResult compare(JsonNode input, JsonNode expected, JsonNode actual) {
        String difference = form.difference(expected, actual);
        return difference == null ? CheckResult.accepted() : CheckResult.rejected(difference);
    }
}
