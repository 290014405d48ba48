import java.util.Scanner;

public class Successor {
    public static void main(String[] args) {
        System.out.println(new Scanner(System.in).nextLong() + 1);
    }
}
