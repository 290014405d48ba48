public class Crash {
    public static void main(String[] args) {
        int[] none = new int[0];
        System.out.println(none[1]);
    }
}
