import java.util.HashSet;
import java.util.Set;

/**
 * The proof of this package's expected outputs (validate runs it on every test): no trie and no
 * scan. The words go into a hash set; a search with d dots (d <= 2, as the statement promises)
 * tries all 26^d words the dots can spell, at most 676 look-ups. It also checks every call against
 * the statement's constraints: words of 1..25 characters, lowercase letters only in addWord, at
 * most two dots in a search, at most 10^4 calls after the constructor.
 */
class WordDictionary {
    private final Set<String> words = new HashSet<>();
    private int calls;

    public WordDictionary() {
    }

    public void addWord(String word) {
        count();
        check(word);
        if (word.indexOf('.') >= 0) {
            throw new IllegalArgumentException("addWord(\"" + word + "\"): a word to add holds only letters");
        }
        words.add(word);
    }

    public boolean search(String word) {
        count();
        check(word);
        int dots = 0;
        for (int i = 0; i < word.length(); i++) {
            dots += word.charAt(i) == '.' ? 1 : 0;
        }
        if (dots > 2) {
            throw new IllegalArgumentException("search(\"" + word + "\"): more than 2 dots");
        }
        return spell(word.toCharArray(), 0);
    }

    private boolean spell(char[] letters, int from) {
        for (int i = from; i < letters.length; i++) {
            if (letters[i] == '.') {
                for (char c = 'a'; c <= 'z'; c++) {
                    letters[i] = c;
                    if (spell(letters, i + 1)) {
                        letters[i] = '.';
                        return true;
                    }
                }
                letters[i] = '.';
                return false;
            }
        }
        return words.contains(new String(letters));
    }

    private void count() {
        if (++calls > 10_000) {
            throw new IllegalArgumentException("more than 10^4 calls to addWord and search");
        }
    }

    private static void check(String word) {
        if (word.length() < 1 || word.length() > 25) {
            throw new IllegalArgumentException("\"" + word + "\" has " + word.length() + " characters, outside 1..25");
        }
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c != '.' && (c < 'a' || c > 'z')) {
                throw new IllegalArgumentException("\"" + word + "\" holds '" + c + "'");
            }
        }
    }
}
