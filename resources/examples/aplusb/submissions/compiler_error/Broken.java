public class Broken {
    public static void main(String[] args) {
        System.out.println("missing semicolon")
    }
}
